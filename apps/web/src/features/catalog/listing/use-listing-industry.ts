import { useQuery } from '@tanstack/react-query';
import type { Industry } from '@sauda/domain';
import { useSearchParams } from 'react-router';
import { industriesQueryOptions } from '../../../api/endpoints/get-industries';
import { sortIndustries } from '../../../ui/sort-industries';
import { parsePage, parsePositiveInt } from './listing-params';

export interface ListingIndustry {
  /** The industry whose stores are listed: the requested one, else the first industry type. */
  industryId: number | null;
  industry: Industry | undefined;
  page: number;
  industries: ReturnType<typeof useIndustries>;
}

function useIndustries() {
  return useQuery({ ...industriesQueryOptions(), select: sortIndustries });
}

/** Which industry and page the store list shows, read from ?industryId and ?page. */
export function useListingIndustry(): ListingIndustry {
  const [params] = useSearchParams();
  const industries = useIndustries();
  const requested = parsePositiveInt(params.get('industryId'));
  const industryId = requested ?? industries.data?.[0]?.id ?? null;
  return {
    industryId,
    industry: industries.data?.find((item) => item.id === industryId),
    page: parsePage(params.get('page')),
    industries,
  };
}
