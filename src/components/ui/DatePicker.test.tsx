import { fireEvent, render, screen, within } from '@testing-library/react';
import { translator } from '@/lib/translator';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { languageState } from '@/lib/i18n';
import enPicker from '@/locales/en/picker.json';
import { DatePicker } from './DatePicker';
import type { PickerValue } from './date-picker-model';

beforeAll(async () => {
  languageState.ui = 'EN';
  translator.start('en', { picker: enPicker });
});

const day = (year: number, month: number, date: number): PickerValue => ({ year, month, day: date, hour: 0, minute: 0 });

describe('the date picker', () => {
  it('opens wheels as listboxes, chooses by tap and by arrow key, and hands the value over on Done only', () => {
    const onChange = vi.fn();
    render(<DatePicker label="From" value={day(2026, 11, 20)} max={day(2026, 11, 25)} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: /^From/ }));
    const sheet = screen.getByRole('dialog', { name: /^From:/ });
    const years = within(sheet).getByRole('listbox', { name: 'Year' });
    const months = within(sheet).getByRole('listbox', { name: 'Month' });
    const days = within(sheet).getByRole('listbox', { name: 'Day' });
    // Nothing after the maximum is offered.
    expect(within(years).getAllByRole('option').at(-1)!.textContent).toContain('2026');
    expect(within(days).getAllByRole('option')).toHaveLength(25);
    expect(within(days).getByRole('option', { selected: true }).textContent).toContain('20');

    fireEvent.click(within(months).getByRole('option', { name: 'Oct' }));
    expect(within(months).getByRole('option', { selected: true }).textContent).toContain('Oct');
    expect(within(days).getAllByRole('option')).toHaveLength(31);
    fireEvent.keyDown(days, { key: 'ArrowDown' });
    expect(within(days).getByRole('option', { selected: true }).textContent).toContain('21');
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.click(within(sheet).getByRole('button', { name: 'Done' }));
    expect(onChange).toHaveBeenCalledWith(day(2026, 10, 21));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Cancel and Escape close without a change; a value outside the range shows clipped', () => {
    const onChange = vi.fn();
    render(<DatePicker label="To" mode="month" value={day(2040, 5, 1)} onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /^To/ });
    expect(trigger.textContent).toContain('Dec 2030');
    fireEvent.click(trigger);
    expect(screen.queryByRole('listbox', { name: 'Day' })).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Cancel' }).at(-1)!);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(trigger);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });
});
