import * as v from 'valibot';
import { defineEndpoint, text, useApiQuery } from '../../../lib/http';
import { complaint } from './schemas';

const tabsData = v.object({
  tabs: v.array(
    v.object({
      title: text,
      status: text,
      list: v.nullish(v.array(complaint), []),
    }),
  ),
});
export type ComplaintTab = v.InferOutput<typeof tabsData>['tabs'][number];

/** POST /user-problem/problem-list -> tabs, each with its complaints. */
export const problemList = defineEndpoint({
  method: 'POST',
  path: '/user-problem/problem-list',
  schema: tabsData,
});

export function useProblemList() {
  return useApiQuery(problemList, {});
}
