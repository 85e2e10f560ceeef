import { randomUUID } from 'node:crypto';
import type { HttpHandler } from 'msw';
import { UPLOAD_HEADERS } from '../../../../hosting/security-headers';
import { type Bilingual, pick } from '../../../../sandbox/language';
import { LruMap } from '../../../../sandbox/lru-map';
import { API_BASE, type Ctx, fail, ok, sandboxRoute } from '../../../../sandbox/route';
import { device, MAX_DEVICES, slice } from '../../../../sandbox/store';
import type { Market } from '../../../config/market';
import { RASTER_SNIFF_BYTES, rasterType } from '../../../lib/validation/raster-type';
import {
  PROBLEM_DETAIL_CALL,
  PROBLEM_INIT_CALL,
  PROBLEM_INIT_V3_CALL,
  PROBLEM_LIST_CALL,
  PROBLEM_SAVE_CALL,
  SAVE_SCORE_CALL,
  UPLOAD_IMAGE_CALL,
} from '../calls';
import {
  type ComplaintState,
  complaintArea,
  pendingComplaint,
  type SandboxComplaint,
  type SandboxOrder,
} from './fixtures';

const MAX_TEXT = 200;
const MAX_IMAGES = 9;
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const COLLECTION = '1';

function orderView(ctx: Ctx, o: SandboxOrder) {
  return {
    orderNo: o.orderNo,
    productLogo: o.productLogo,
    productName: o.productName,
    status: pick(ctx, o.status),
    list: o.rows.map((r) => ({ title: pick(ctx, r.title), value: r.value })),
    isShow: o.isShow,
  };
}

function titleOf(ctx: Ctx, list: { value: string; title: Bilingual }[], value: string): string {
  const found = list.find((t) => t.value === value);
  return found ? pick(ctx, found.title) : '';
}

function complaintView(ctx: Ctx, s: ComplaintState, c: SandboxComplaint) {
  const statusText: Bilingual[] = [
    ['Pending', 'Menunggu'],
    ['Replied', 'Dibalas'],
    ['Finished', 'Selesai'],
  ];
  return {
    id: c.problemId,
    problemId: c.problemId,
    orderNo: c.orderNo,
    type: c.type,
    typeTitle: titleOf(ctx, s.types, c.type),
    sonType: c.sonType,
    sonTypeTitle: titleOf(ctx, s.sonTypes, c.sonType),
    content: c.content,
    images: c.images,
    time: c.time,
    status: c.status,
    statusText: pick(ctx, statusText[c.status] as Bilingual),
    disposeDetail: c.disposeDetail,
    disposeImages: c.disposeImages,
    disposeTime: c.disposeTime,
    isScore: c.isScore,
    score: c.score,
  };
}

const findOrder = (s: ComplaintState, no: string) =>
  s.orders.find((o) => o.orderNo === no || o.aliases?.includes(no));

function problemInit(ctx: Ctx) {
  const s = ctx.area(complaintArea);
  const wanted = ctx.params.orderNo || ctx.params.orderId || '';
  const detail = wanted ? findOrder(s, wanted) : s.orders[0];
  if (wanted && !detail)
    return fail(-1, pick(ctx, [`Order ${wanted} not found`, `Pesanan ${wanted} tidak ditemukan`]));
  return ok({
    problemType: s.types.map((t) => ({ value: t.value, title: pick(ctx, t.title) })),
    problemSonType: s.sonTypes.map((t) => ({ value: t.value, title: pick(ctx, t.title) })),
    orderDetail: detail ? orderView(ctx, detail) : null,
    orderList: s.orders.map((o) => orderView(ctx, o)),
    problemStatus: s.complaints.filter((c) => c.isScore !== 0).length,
  });
}

/** The sandbox's own address for an uploaded image (the upload's answer names it; no page calls it). */
const IMAGE_CALL = { method: 'GET', path: '/user-problem/image/:id' } as const;

function now(): string {
  return new Date().toISOString().slice(0, 19).replace('T', ' ');
}

/** The complaint module (`complaint` area). */
/** Where each uploaded image's random name points; as bounded as the devices' stores. */
const uploadedImages = new LruMap<string, { deviceId: string; market: Market; id: string }>(
  MAX_DEVICES * 20,
);

export const complaintHandlers: HttpHandler[] = [
  sandboxRoute(PROBLEM_INIT_CALL, problemInit),
  sandboxRoute(PROBLEM_INIT_V3_CALL, problemInit),

  sandboxRoute(UPLOAD_IMAGE_CALL, async (ctx) => {
    const s = ctx.area(complaintArea);
    const file = ctx.files.problemImage;
    if (!file) return fail(-1, 'problemImage is missing');
    if (file.size > MAX_IMAGE_BYTES)
      return fail(
        -1,
        pick(ctx, ['The image is larger than 10 MB', 'Gambar lebih besar dari 10 MB']),
      );
    const bytes = new Uint8Array(await file.arrayBuffer());
    // The type is what the bytes are, never what the uploader declared: an SVG or an HTML page
    // (script on our origin) is refused whatever its name or Content-Type. The specification's
    // error shape, so the page shows the message (the pages send JPEG only, re-encoded).
    const type = rasterType(bytes.subarray(0, RASTER_SNIFF_BYTES));
    if (!type || type === 'image/heic')
      return fail(
        -1,
        pick(ctx, [
          'Only JPEG, PNG or WebP pictures can be uploaded',
          'Hanya gambar JPEG, PNG atau WebP yang dapat diunggah',
        ]),
      );
    if (s.uploadFails)
      return fail(
        5001,
        pick(ctx, [
          'Image upload failed, please try again',
          'Gagal mengunggah gambar, silakan coba lagi',
        ]),
      );
    const id = String(s.nextId++);
    s.images.set(id, { type, bytes });
    const origin = new URL(ctx.request.url).origin;
    // The image lives in the device's store of the upload's market. Its URL is a random name for
    // that place, never the device id: an <img> URL carries no headers, and a URL that named the
    // device would put it in every log (a lender's storage URL names neither).
    const name = randomUUID();
    uploadedImages.set(name, { deviceId: ctx.device.id, market: ctx.market, id });
    return ok({ url: `${origin}${API_BASE}${IMAGE_CALL.path.replace(':id', name)}` });
  }),

  // Serves the uploaded images back, found by the random name their upload gave them.
  sandboxRoute(IMAGE_CALL, (ctx) => {
    const name = new URL(ctx.request.url).pathname.split('/').pop() ?? '';
    const place = uploadedImages.get(name);
    const image =
      place && slice(device(place.deviceId), complaintArea, place.market).images.get(place.id);
    if (!image) return new Response('not found', { status: 404 });
    // As the hosting rule tells a real backend: a download that never renders as a document.
    return new Response(image.bytes, {
      status: 200,
      headers: { ...UPLOAD_HEADERS, 'Content-Type': image.type },
    });
  }),

  sandboxRoute(PROBLEM_SAVE_CALL, (ctx) => {
    const s = ctx.area(complaintArea);
    const { problemType = '', problemSonType = '', orderNo = '' } = ctx.params;
    const detail = (ctx.params.problemDetail ?? '').trim();
    const images = (ctx.params.problemImage ?? '').split(',').filter(Boolean);
    if (!detail)
      return fail(
        -1,
        pick(ctx, [
          'Please fill in your comments and suggestions',
          'Silakan isi komentar dan saran Anda',
        ]),
      );
    if ([...detail].length > MAX_TEXT)
      return fail(
        -1,
        pick(ctx, ['The text is longer than 200 characters', 'Teks lebih dari 200 karakter']),
      );
    if (images.length > MAX_IMAGES)
      return fail(-1, pick(ctx, ['At most 9 images', 'Maksimal 9 gambar']));
    if (images.some((url) => !/^https?:\/\//.test(url))) return fail(-1, 'Invalid image URL');
    if (!s.types.some((t) => t.value === problemType)) return fail(-1, 'Unknown problem type');
    const order = findOrder(s, orderNo);
    if (orderNo && !order)
      return fail(
        -1,
        pick(ctx, [`Order ${orderNo} not found`, `Pesanan ${orderNo} tidak ditemukan`]),
      );
    if (problemType === COLLECTION) {
      if (order?.isShow !== 1) {
        return fail(
          -1,
          pick(ctx, [
            'The selected order does not support sending collection types',
            'Pesanan yang dipilih tidak mendukung keluhan jenis penagihan',
          ]),
        );
      }
      if (!s.sonTypes.some((t) => t.value === problemSonType))
        return fail(-1, pick(ctx, ['Choose a sub-type', 'Pilih sub-jenis']));
    }
    s.complaints.unshift(
      pendingComplaint({
        problemId: String(s.nextId++),
        orderNo,
        type: problemType,
        sonType: problemType === COLLECTION ? problemSonType : '',
        content: detail,
        images,
        time: now(),
      }),
    );
    return ok(null);
  }),

  sandboxRoute(PROBLEM_LIST_CALL, (ctx) => {
    const s = ctx.area(complaintArea);
    const tabs: { title: Bilingual; status: 0 | 1 | 2 }[] = [
      { title: ['Pending', 'Menunggu'], status: 0 },
      { title: ['Replied', 'Dibalas'], status: 1 },
      { title: ['Finished', 'Selesai'], status: 2 },
    ];
    return ok({
      tabs: tabs.map((tab) => ({
        title: pick(ctx, tab.title),
        status: tab.status,
        list: s.complaints
          .filter((c) => c.status === tab.status)
          .map((c) => complaintView(ctx, s, c)),
      })),
    });
  }),

  sandboxRoute(PROBLEM_DETAIL_CALL, (ctx) => {
    const s = ctx.area(complaintArea);
    const c = s.complaints.find((x) => x.problemId === ctx.params.problemId);
    if (!c) return fail(-1, pick(ctx, ['This complaint does not exist', 'Keluhan ini tidak ada']));
    return ok(complaintView(ctx, s, c));
  }),

  sandboxRoute(SAVE_SCORE_CALL, (ctx) => {
    const s = ctx.area(complaintArea);
    const c = s.complaints.find((x) => x.problemId === ctx.params.problemId);
    const score = Number(ctx.params.score);
    if (!c) return fail(-1, pick(ctx, ['This complaint does not exist', 'Keluhan ini tidak ada']));
    if (!Number.isInteger(score) || score < 1 || score > 5) return fail(-1, 'score must be 1 to 5');
    if (c.isScore === 0)
      return fail(
        -1,
        pick(ctx, ['This complaint has already been rated', 'Keluhan ini sudah dinilai']),
      );
    c.isScore = 0;
    c.score = score;
    return ok(null);
  }),
];
