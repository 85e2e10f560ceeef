import * as v from 'valibot';
import { defineEndpoint, list, text, useCallQuery } from '../../../lib/http';
import { VCODE_CALL } from '../calls';

// Bank steps come per method ({ name, step[] }); mini-market steps as plain lines.
const payStep = v.pipe(
  v.nullish(
    v.union([v.array(v.string()), v.array(v.object({ name: text, step: list(text) }))]),
    () => [],
  ),
  v.transform((steps) => {
    const items: (string | { name: string; step: string[] })[] = steps;
    const groups = items.filter(
      (s): s is { name: string; step: string[] } => typeof s !== 'string',
    );
    const lines = items.filter((s): s is string => typeof s === 'string');
    return { groups, lines };
  }),
);

const virtualAccount = v.object({
  amount: text,
  vcode: text,
  /** The bill number. */
  cardNo: text,
  payType: text,
  payCode: text,
  payStep,
  specificNum: text,
  telephone: text,
});

export type VirtualAccount = v.InferOutput<typeof virtualAccount>;

/** POST /v3/loan-details/generate-vcode: the virtual account (or market code) and its steps. */
export const generateVcode = defineEndpoint({ ...VCODE_CALL, schema: virtualAccount });

/** The account for the page and the borrower's choice; nothing is sent while the page lacks it. */
export function useVirtualAccount(input: Parameters<typeof VCODE_CALL.params>[0]) {
  // A generated account stays valid while the page is open: do not generate again on every resume.
  return useCallQuery(generateVcode, VCODE_CALL, input, { oncePerVisit: true });
}
