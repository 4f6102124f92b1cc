import type { SystemStatus } from '../../../../contract/site';
import type { ServerConfig } from '../../config';
import { regionRestrictedFor } from './region';

/** 0 normal, 1 maintenance (maintenance wins when both apply), 2 region restricted only. */
export function systemStatus(config: ServerConfig, ip: string): SystemStatus {
  const maintenance = config.maintenance;
  const regionRestriction = regionRestrictedFor(config, ip);
  if (maintenance) return { status: 1, maintenance, regionRestriction, message: 'Platform under maintenance' };
  if (regionRestriction) return { status: 2, maintenance, regionRestriction, message: 'IP or location restricted' };
  return { status: 0, maintenance, regionRestriction, message: null };
}
