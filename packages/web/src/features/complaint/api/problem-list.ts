import * as v from 'valibot';
import { defineEndpoint, text, useCallQuery } from '../../../lib/http';
import { PROBLEM_LIST_CALL } from '../calls';
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

/** PROBLEM_LIST_CALL -> tabs, each with its complaints. */
export const problemList = defineEndpoint({ ...PROBLEM_LIST_CALL, schema: tabsData });

export function useProblemList() {
  return useCallQuery(problemList, PROBLEM_LIST_CALL, {});
}
