import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseFixtures, device } from '../../../sandbox';
import { sentParams, useSandbox } from '../../../sandbox/test-server';
import { i18next } from '../../lib/i18n';
import { forgetIdentity } from '../../lib/identity';
import { writeJson } from '../../lib/storage';
import { renderRoute } from '../../test/render-route';
import { RegisterTemplatePage } from './register-template-page';

const server = useSandbox();
const DEVICE = 'promo-unit';
const CAMPAIGN = 'app_from=af&user_from=uf&utm_tag=ut';

async function open(query: string, fixture?: string) {
  forgetIdentity();
  writeJson('local', 'promotion-device-id', DEVICE);
  if (fixture) chooseFixtures(DEVICE, { promotion: fixture });
  await renderRoute(`/#/registerTemplate?${query}`, <RegisterTemplatePage />);
  await screen.findByTestId('register-phone');
  await screen.findByTestId('register-captcha-image');
}

const toasts = () => screen.queryAllByTestId('toast').map((t) => t.textContent);
const user = () => userEvent.setup();
const calls = (path: string) => device(DEVICE).requests.filter((r) => r.path.endsWith(path));

async function fill(phone: string, captcha: string, sms?: string) {
  const u = user();
  await u.type(screen.getByTestId('register-phone'), phone);
  await u.type(screen.getByTestId('register-captcha'), captcha);
  if (sms) await u.type(screen.getByTestId('register-sms'), sms);
  return u;
}

describe('registration template', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await i18next.changeLanguage('en-IN');
  });

  it('loads the template, records the visit and registers end to end', async () => {
    await open(`id=3&${CAMPAIGN}`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Instant loans up to ₹80,000',
    );
    await waitFor(() => expect(calls('/track-visit')).toHaveLength(1));
    expect(calls('/track-visit')[0]?.params).toMatchObject({
      page_id: '3',
      user_from: 'uf',
      client_type: 'android',
      page_type: '1',
      utm_tag: 'ut',
      app_from: 'af',
    });

    const u = await fill('9876543210', '1234');
    await u.click(screen.getByTestId('register-send-sms'));
    await waitFor(() =>
      expect(toasts()).toContain('The code has been sent. Please check your phone!'),
    );
    const send = screen.getByTestId('register-send-sms');
    expect(send.textContent).toBe('60 s');
    expect(send.getAttribute('aria-disabled')).toBe('true');
    // The log hides the captcha; the wire carries it.
    expect(calls('/get-sms')[0]?.params.capcode).toBe('***');
    expect((await sentParams('/get-sms'))[0]).toMatchObject({
      capcode: '1234',
      deviceId: DEVICE,
      appName: 'RupeeNow',
      app_from: 'af',
      user_from: 'uf',
      utm_tag: 'ut',
    });

    await u.type(screen.getByTestId('register-sms'), '123456');
    await u.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(toasts()).toContain('Registered successfully'));
    expect(window.location.hash).toBe(
      '#/downloadTemplate?app_from=af&user_from=uf&utm_tag=ut&id=3',
    );
    const reg = (await sentParams('/register'))[0];
    for (const key of [
      'phone',
      'capcode',
      'sid',
      'deviceId',
      'appName',
      'merchantNumber',
      'userName',
      'smsCode',
      'invite_code',
      'user_from',
      'id',
      'app_from',
      'utm_tag',
    ]) {
      expect(reg, key).toHaveProperty(key);
    }
    expect(reg).toMatchObject({ smsCode: '123456', merchantNumber: 'M0001', id: '3' });
    expect(calls('/track-click')[0]?.params).toMatchObject({ page_id: '3', page_type: '1' });
  });

  it('counts 60 s down, refuses a second send meanwhile, then offers the code again', async () => {
    await open(`id=3&${CAMPAIGN}`);
    const u = await fill('9876543210', '1234');
    await u.click(screen.getByTestId('register-send-sms'));
    await waitFor(() => expect(screen.getByTestId('register-send-sms').textContent).toBe('60 s'));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('register-send-sms').textContent).toBe('59 s');
    await u.click(screen.getByTestId('register-send-sms'));
    expect(toasts()).toContain('Please do not request the code again yet!');
    expect(calls('/get-sms')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByTestId('register-send-sms').textContent).toBe('Get code');
    expect(screen.getByTestId('register-send-sms').getAttribute('aria-disabled')).toBe('false');
  });

  it('says which field is wrong before calling the server', async () => {
    await open(`id=3&${CAMPAIGN}`);
    const u = user();
    await u.click(screen.getByTestId('register-captcha-image').parentElement as HTMLElement);
    expect(toasts()).toContain('Please enter a valid mobile number!');
    await u.type(screen.getByTestId('register-phone'), '98765432109999');
    // India's numbers show 5-5; the form keeps and sends the digits.
    expect((screen.getByTestId('register-phone') as HTMLInputElement).value).toBe('98765 43210');
    await u.click(screen.getByTestId('register-send-sms'));
    expect(toasts()).toContain('Please enter the picture code correctly!');
    expect(document.activeElement).toBe(screen.getByTestId('register-captcha'));
    expect(screen.getByTestId('register-captcha').getAttribute('aria-invalid')).toBe('true');
    await u.type(screen.getByTestId('register-captcha'), '1234');
    await u.click(screen.getByTestId('register-submit'));
    expect(toasts()).toContain('Please enter the SMS code correctly!');
    expect(calls('/get-sms')).toHaveLength(0);
    expect(calls('/register')).toHaveLength(0);
  });

  it('refreshes the picture after a wrong code on send (101), keeping the phone', async () => {
    await open(`id=1&${CAMPAIGN}`);
    await i18next.changeLanguage('en-IN'); // read the English texts on the Indonesian template
    const before = screen.getByTestId('register-captcha-image').getAttribute('src');
    const u = await fill('081234567890', '0000');
    await u.click(screen.getByTestId('register-send-sms'));
    // The server says it in the template's language (Indonesian), whatever the page's texts.
    await waitFor(() => expect(toasts()).toContain('Kode captcha salah'));
    expect(calls('/get-sms')[0]?.params.lang).toBe('id-ID');
    expect(screen.getByTestId('register-captcha-image').getAttribute('src')).not.toBe(before);
    expect((screen.getByTestId('register-captcha') as HTMLInputElement).value).toBe('');
    expect((screen.getByTestId('register-phone') as HTMLInputElement).value).toBe('0812 3456 7890');
  });

  it('refreshes the picture after a wrong code on register (-1)', async () => {
    await open(`id=3&${CAMPAIGN}`, 'register-wrong-captcha');
    const before = screen.getByTestId('register-captcha-image').getAttribute('src');
    const u = await fill('9876543210', '1234', '123456');
    await u.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(toasts()).toContain('Wrong picture code'));
    expect(screen.getByTestId('register-captcha-image').getAttribute('src')).not.toBe(before);
    expect((screen.getByTestId('register-sms') as HTMLInputElement).value).toBe('123456');
  });

  it('sends an already registered number (11) to the download page, from send or register', async () => {
    await open(`id=3&${CAMPAIGN}&down_id=D9`);
    const u = await fill('9800000011', '1234');
    await u.click(screen.getByTestId('register-send-sms'));
    await waitFor(() =>
      expect(toasts()).toContain(
        'You are already registered. Please download the app and sign in!',
      ),
    );
    expect(window.location.hash).toBe(
      '#/downloadTemplate?app_from=af&user_from=uf&utm_tag=ut&id=3&down_id=D9',
    );
  });

  it('already registered on register (11) goes to the download page too', async () => {
    await open(`id=3&${CAMPAIGN}&links_id=L1`, 'register-already');
    const u = await fill('9876543210', '1234', '123456');
    await u.click(screen.getByTestId('register-submit'));
    await waitFor(() =>
      expect(window.location.hash).toBe(
        '#/downloadTemplate?app_from=af&user_from=uf&utm_tag=ut&id=3&links_id=L1',
      ),
    );
  });

  it('shows the server message for any other code and keeps what was typed', async () => {
    await open(`id=3&${CAMPAIGN}`, 'register-rejected');
    const u = await fill('9876543210', '1234', '123456');
    await u.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(toasts()).toContain('Registration is refused for this number'));
    expect(window.location.hash).toContain('/registerTemplate');
    expect((screen.getByTestId('register-sms') as HTMLInputElement).value).toBe('123456');
  });

  it('tells a network failure and lets the visitor try again', async () => {
    await open(`id=3&${CAMPAIGN}`);
    server.use(http.post('*/volleys/api/v2/youmi/promotion/get-sms', () => HttpResponse.error()));
    const u = await fill('9876543210', '1234');
    await u.click(screen.getByTestId('register-send-sms'));
    await waitFor(() =>
      expect(toasts()).toContain('No internet connection. Check your network and try again.'),
    );
    expect(screen.getByTestId('register-send-sms').textContent).toBe('Get code');
    server.resetHandlers();
    await u.click(screen.getByTestId('register-send-sms'));
    await waitFor(() => expect(screen.getByTestId('register-send-sms').textContent).toBe('60 s'));
  });

  it('speaks Chinese with the specified rule on the Chinese template, and says error offline', async () => {
    await open(`id=2&${CAMPAIGN}`);
    expect(screen.getByTestId('register-submit').textContent).toBe('立即注册');
    const u = user();
    await u.type(screen.getByTestId('register-phone'), '9876543210');
    await u.click(screen.getByTestId('register-send-sms'));
    expect(toasts()).toContain('请正确输入手机号！');
    await u.clear(screen.getByTestId('register-phone'));
    await u.type(screen.getByTestId('register-phone'), '139123456789');
    // The Chinese template's phone shows 3-4-4 and stops at 11 digits.
    expect((screen.getByTestId('register-phone') as HTMLInputElement).value).toBe('139 1234 5678');
    await u.type(screen.getByTestId('register-captcha'), '1234');
    await u.click(screen.getByTestId('register-send-sms'));
    await waitFor(() => expect(toasts()).toContain('验证码已发送，请在手机上查看！'));
    await u.click(screen.getByTestId('register-send-sms'));
    expect(toasts()).toContain('请勿重复发送验证码!');
    server.use(http.post('*/volleys/api/v2/youmi/promotion/register', () => HttpResponse.error()));
    await u.type(screen.getByTestId('register-sms'), '123456');
    await u.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(toasts()).toContain('error'));
  });

  it('says 注册成功 and 您已注册 on the Chinese template', async () => {
    await open(`id=2&${CAMPAIGN}`);
    const u = await fill('13800000011', '1234');
    await u.click(screen.getByTestId('register-send-sms'));
    await waitFor(() => expect(toasts()).toContain('您已注册,请直接下载APP登录！'));
    expect(window.location.hash).toContain('#/downloadTemplate?');
  });

  it('says 注册成功 when the Chinese template registers', async () => {
    await open(`id=2&${CAMPAIGN}`);
    const u = await fill('13912345678', '1234');
    await u.click(screen.getByTestId('register-send-sms'));
    await waitFor(() => expect(toasts()).toContain('验证码已发送，请在手机上查看！'));
    await u.type(screen.getByTestId('register-sms'), '123456');
    await u.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(toasts()).toContain('注册成功'));
    expect(window.location.hash).toBe(
      '#/downloadTemplate?app_from=af&user_from=uf&utm_tag=ut&id=2',
    );
  });
});

describe('registration template failures', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en-IN');
  });

  it('shows the server message when the template cannot load, with a retry', async () => {
    forgetIdentity();
    writeJson('local', 'promotion-device-id', DEVICE);
    chooseFixtures(DEVICE, { promotion: 'template-missing' });
    await renderRoute(`/#/registerTemplate?id=1&${CAMPAIGN}`, <RegisterTemplatePage />);
    expect((await screen.findByTestId('error-state')).textContent).toContain(
      'Templat tidak ditemukan',
    );
    chooseFixtures(DEVICE, { promotion: 'default' });
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByTestId('register-phone')).toBeTruthy();
  });

  it('explains a link without a campaign id', async () => {
    forgetIdentity();
    await renderRoute('/#/registerTemplate', <RegisterTemplatePage />);
    expect((await screen.findByTestId('empty-state')).textContent).toContain(
      'This link is incomplete',
    );
  });

  it('offers a retry when the captcha session cannot be had', async () => {
    server.use(
      http.get('*/volleys/api/v2/youmi/promotion/get-sid', () =>
        HttpResponse.json({ code: '9', message: 'busy' }),
      ),
    );
    forgetIdentity();
    writeJson('local', 'promotion-device-id', DEVICE);
    await renderRoute(`/#/registerTemplate?id=3&${CAMPAIGN}`, <RegisterTemplatePage />);
    const retry = await screen.findByRole('button', { name: /could not load/i });
    server.resetHandlers();
    await userEvent.click(retry);
    expect(await screen.findByTestId('register-captcha-image')).toBeTruthy();
  });
});
