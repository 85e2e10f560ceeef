import * as v from 'valibot';
import { defineEndpoint, texts, useCallQuery } from '../../../lib/http';
import { TEMPLATE_CALL } from '../calls';

// The landing config: an id plus page fields the specification does not enumerate; we read the
// ones the page uses and ignore the rest.
const template = v.looseObject({
  id: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  ...texts('lang', 'title', 'subtitle', 'buttonText', 'appName', 'downloadUrl'),
});

export type LandingTemplate = v.InferOutput<typeof template>;

/** GET /api/v2/youmi/service/channel/channel-template?templateId -> the landing config. */
export const getTemplate = defineEndpoint({ ...TEMPLATE_CALL, schema: template });

export function useTemplate(id: string, deviceId: string) {
  return useCallQuery(
    getTemplate,
    TEMPLATE_CALL,
    { id, deviceId },
    { staleTime: Number.POSITIVE_INFINITY },
  );
}
