import { timeZoneOptions } from '@groundwork/domain/company-information';
import type { ComboboxOption } from '@/components/ui/combobox';

/** 'GMT-5' for America/New_York in January: today's offset, so summer time shows as it is now. */
function currentOffset(timeZone: string, now: Date): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
      .formatToParts(now)
      .find((item) => item.type === 'timeZoneName');
    return part?.value ?? '';
  } catch {
    return '';
  }
}

let options: ComboboxOption[] | undefined;

/** Every IANA zone as a picker option: 'America/Chicago (GMT-6)', searchable by city with or without underscores. */
export function timeZonePickerOptions(now: Date = new Date()): ComboboxOption[] {
  options ??= timeZoneOptions().map((zone) => {
    const offset = currentOffset(zone, now);
    return { value: zone, label: offset ? `${zone} (${offset})` : zone, keywords: zone.replaceAll('_', ' ') };
  });
  return options;
}

/** The options, plus `value` itself when this browser does not know it (so a saved zone still shows). */
export function timeZonePickerOptionsWith(value: string): ComboboxOption[] {
  const all = timeZonePickerOptions();
  if (value === '' || all.some((option) => option.value === value)) return all;
  return [{ value, label: value }, ...all];
}
