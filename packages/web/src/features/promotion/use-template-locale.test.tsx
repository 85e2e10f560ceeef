import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { i18next, initI18n } from '../../lib/i18n';
import type { LandingTemplate } from './api/get-template';
import { useTemplateLocale } from './use-template-locale';

const template = (lang: string): LandingTemplate => ({
  id: '1',
  lang,
  title: '',
  subtitle: '',
  buttonText: '',
  appName: '',
  downloadUrl: '',
});

beforeEach(async () => {
  await initI18n('id-ID');
});

it('is ready with the data when the template speaks the language already (no second render)', () => {
  const { result } = renderHook(() => useTemplateLocale(template('id-ID')));
  expect(result.current).toEqual({ language: 'id-ID', rule: 'ID' });
  expect(document.documentElement.lang).toBe('id-ID');
});

it('waits for the texts of another language before the form shows', async () => {
  const { result } = renderHook(() => useTemplateLocale(template('zh-CN')));
  expect(result.current).toBeNull();
  await waitFor(() => expect(result.current).toEqual({ language: 'zh-CN', rule: 'CN' }));
  expect(i18next.language).toBe('zh-CN');
});

it('has nothing to apply before the template is here', () => {
  const { result } = renderHook(() => useTemplateLocale(undefined));
  expect(result.current).toBeNull();
});
