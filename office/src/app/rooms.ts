import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { StaffRole } from '@contract/back-office/define';

/**
 * A room of the back office: its address, the roles that work in it, its name in both languages,
 * and its screens, loaded when first opened (`lazy(() => import('../rooms/<room>/Room'))`). The
 * screens receive the rest of the address (/office/<room>/<path…>).
 */
export interface Room {
  id: string;
  roles: readonly StaffRole[];
  title: { en: string; ty: string };
  Screen: LazyExoticComponent<ComponentType<{ path: string[] }>>;
}

/** Every room, one line each, in the order the navigation lists them. */
export const ROOMS: readonly Room[] = [
  { id: 'staff', roles: ['admin'], title: { en: 'Staff', ty: 'Mga kawani' }, Screen: lazy(() => import('../rooms/staff/Room')) },
  {
    id: 'cashier',
    roles: ['cashier', 'admin'],
    title: { en: 'Cashier', ty: 'Kahera' },
    Screen: lazy(() => import('../rooms/cashier/Room')),
  },
  { id: 'audit', roles: ['admin'], title: { en: 'Audit trail', ty: 'Talaan ng audit' }, Screen: lazy(() => import('../rooms/audit/Room')) },
  {
    id: 'switches',
    roles: ['admin'],
    title: { en: 'Site switches', ty: 'Mga switch ng site' },
    Screen: lazy(() => import('../rooms/switches/Room')),
  },
  {
    id: 'players',
    roles: ['support', 'cashier', 'admin'],
    title: { en: 'Players', ty: 'Mga manlalaro' },
    Screen: lazy(() => import('../rooms/players/Room')),
  },
  {
    id: 'content',
    roles: ['content', 'admin'],
    title: { en: 'Content', ty: 'Nilalaman' },
    Screen: lazy(() => import('../rooms/content/Room')),
  },
];

export const roomsFor = (role: StaffRole) => ROOMS.filter((room) => room.roles.includes(role));
