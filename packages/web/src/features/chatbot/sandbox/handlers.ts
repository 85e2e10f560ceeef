import type { HttpHandler } from 'msw';
import { pick } from '../../../../sandbox/language';
import { type Ctx, fail, ok, sandboxRoute } from '../../../../sandbox/route';
import { QA_LIST_CALL, QA_RECORD_CALL } from '../calls';
import { type ChatbotState, chatbotArea, type QaNode } from './fixtures';

function qaItem(ctx: Ctx, node: QaNode) {
  return {
    id: node.id,
    pid: node.pid,
    title_local: pick(ctx, node.title),
    title_local_alias: pick(ctx, node.alias),
    action_type: node.action_type,
    ...(node.problem_type ? { problem_type: node.problem_type } : {}),
    ...(node.problem_son_type ? { problem_son_type: node.problem_son_type } : {}),
  };
}

function freeTextAnswer(ctx: Ctx, s: ChatbotState, text: string) {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 4);
  const hits = s.nodes.filter(
    (node) =>
      node.kind === 'question' &&
      words.some((w) => node.title.some((title) => title.toLowerCase().includes(w))),
  );
  if (hits.length) {
    return ok({
      title: pick(ctx, ['These topics may help:', 'Topik berikut mungkin membantu:']),
      answerList: hits.slice(0, 3).map((node) => qaItem(ctx, node)),
      isReport: 0,
    });
  }
  return ok({
    title: pick(ctx, [
      'I could not find an answer to that. Our customer service team can help you.',
      'Saya tidak menemukan jawabannya. Tim layanan pelanggan kami dapat membantu Anda.',
    ]),
    answerList: [],
    isReport: 1,
  });
}

/** The help chatbot (`chatbot` area); its hand-over asks the complaint module's problem-init. */
export const chatbotHandlers: HttpHandler[] = [
  sandboxRoute(QA_LIST_CALL, (ctx) => {
    const s = ctx.area(chatbotArea);
    const pid = Number(ctx.params.pid ?? '0');
    if (!Number.isInteger(pid)) return fail(-1, 'pid must be a number');
    const parent = s.nodes.find((node) => node.id === pid);
    if (pid !== 0 && !parent) return fail(-1, `No question ${pid}`);
    const children = s.nodes.filter((node) => node.pid === pid).map((node) => qaItem(ctx, node));
    if (parent?.kind === 'question')
      return ok({ question: qaItem(ctx, parent), answerList: children });
    return ok({ answerList: children });
  }),

  sandboxRoute(QA_RECORD_CALL, (ctx) => {
    const s = ctx.area(chatbotArea);
    const { orderNo = '', type = '', value = '', qaId = '' } = ctx.params;
    if (!['1', '2', '3', '4'].includes(type)) return fail(-1, 'type must be 1 to 4');
    if (type !== '4' && !s.nodes.some((node) => String(node.id) === qaId))
      return fail(-1, 'Unknown qaId');
    if (type === '2' && value !== '1' && value !== '2') return fail(-1, 'value must be 1 or 2');
    if (type === '3' && !['1', '2', '3', '4', '5'].includes(value))
      return fail(-1, 'score must be 1 to 5');
    if (type === '4' && !value.trim()) return fail(-1, 'Empty question');
    s.records.push({ orderNo, type, value, qaId });
    if (type === '1') {
      return ok({
        title: pick(ctx, [
          'An agent will follow up on your complaint.',
          'Petugas kami akan menindaklanjuti keluhan Anda.',
        ]),
      });
    }
    if (type === '2') {
      return value === '1'
        ? ok({ title: pick(ctx, ['Glad we could help!', 'Senang dapat membantu!']) })
        : ok({
            title: pick(ctx, [
              'Sorry that did not help. Ask another question or contact customer service.',
              'Maaf jawaban itu tidak membantu. Ajukan pertanyaan lain atau hubungi layanan pelanggan.',
            ]),
            isReport: 1,
          });
    }
    if (type === '3') {
      return ok({
        title:
          Number(value) < 4
            ? pick(ctx, [
                'Thank you for your feedback, we will keep improving.',
                'Terima kasih atas masukan Anda, kami akan terus berbenah.',
              ])
            : pick(ctx, ['Thank you for your rating!', 'Terima kasih atas penilaian Anda!']),
      });
    }
    return freeTextAnswer(ctx, s, value);
  }),
];
