import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import * as v from 'valibot';
import { CoverageScreen, type CoverageSearch } from '@/features/threats/coverage/coverage-screen';
import { requireCall } from '../-guards';

const coverageSearch = v.object({
  indicator: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(256))), undefined),
  mode: v.fallback(v.optional(v.picklist(['bulk'])), undefined),
});

export const Route = createFileRoute('/threats/policy-coverage')({
  staticData: { title: 'Policy Coverage' },
  beforeLoad: requireCall('policy.listAffecting'),
  validateSearch: coverageSearch,
  component: function PolicyCoverageRoute() {
    const navigate = Route.useNavigate();
    const onSearch = useCallback(
      (next: CoverageSearch) => void navigate({ search: next, replace: next.mode === undefined }),
      [navigate],
    );
    return <CoverageScreen search={Route.useSearch()} onSearch={onSearch} />;
  },
});
