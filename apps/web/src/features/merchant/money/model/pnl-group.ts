import { PNL_GROUPS, type PnlGroup } from '@sauda/domain';

export const GROUP_PARAM = 'group';

/** The grouping in ?group=; per day when it is missing or unknown. */
export function groupFrom(value: string | null): PnlGroup {
  return PNL_GROUPS.find((group) => group === value) ?? 'day';
}
