import { PAGES, pageHref } from '@hybrid-loan/bridge-sdk/contract';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { leavePage } from '../../../lib/bridge';
import { useSubmit } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { RASTER_ACCEPT } from '../../../lib/validation';
import { Button, ImagePicker, Modal } from '../../../ui';
import { saveComplaint } from '../api/problem-save';
import { draftKey, MAX_IMAGES, MAX_TEXT, useDraft, useDraftStore } from '../stores/draft-store';
import { useComplaintImages } from '../use-complaint-images';

/** The success message stays this long before the borrower is back at the entry. */
export const SENT_MS = 1500;

export interface ComplaintTarget {
  problemType: string;
  problemSonType: string;
  orderNo: string;
}

/** The text (200 characters at most, counted) and up to 9 photos, kept as a draft until sent. */
export function ComplaintForm({ target }: { target: ComplaintTarget }) {
  const { t } = useTranslation('complaint');
  const ids = useId();
  const key = draftKey(target.orderNo, target.problemType, target.problemSonType);
  const draft = useDraft(key);
  const images = useComplaintImages(key);
  const [sent, setSent] = useState(false);
  const navigate = useNavigate();
  const length = Array.from(draft.text).length;

  const submit = useSubmit(async () => {
    const text = draft.text.trim();
    if (!text) return notify.toast(t('form.empty'), { kind: 'error' });
    if (images.uploading) return notify.toast(t('form.uploading'), { kind: 'error' });
    if (images.failed) return notify.toast(t('form.failedImages'), { kind: 'error' });
    const result = await saveComplaint({ ...target, problemDetail: text, images: images.urls });
    // A refused complaint has been toasted with the server's message; the draft stays.
    if (!result.ok) return;
    useDraftStore.getState().clear(key);
    setSent(true);
  });

  useEffect(() => {
    if (!sent) return;
    // Back to the entry the borrower came from (not a second copy of it on top: the back key
    // would show it twice); to a fresh entry only when the shell opened the form itself.
    const timer = setTimeout(
      () => leavePage(navigate, pageHref(PAGES.complaint, { orderNo: target.orderNo })),
      SENT_MS,
    );
    return () => clearTimeout(timer);
  }, [sent, target.orderNo, navigate]);

  return (
    <form
      className="cp-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit.run();
      }}
    >
      <label htmlFor={`${ids}-text`} className="cp-heading">
        {t('form.label')}
      </label>
      <div className="cp-textarea">
        <textarea
          id={`${ids}-text`}
          rows={6}
          maxLength={MAX_TEXT}
          value={draft.text}
          placeholder={t('form.placeholder')}
          aria-describedby={`${ids}-count`}
          data-testid="complaint-text"
          onChange={(event) => useDraftStore.getState().setText(key, event.target.value)}
        />
        <span id={`${ids}-count`} className="cp-counter" data-testid="complaint-counter">
          {t('form.counter', { count: length, max: MAX_TEXT })}
        </span>
      </div>
      <h2 className="cp-heading">{t('form.images', { max: MAX_IMAGES })}</h2>
      <div className="cp-picker">
        <ImagePicker
          files={images.files}
          max={MAX_IMAGES}
          onPick={(files) => void images.pick(files)}
          onRemove={images.remove}
          onRetry={images.retry}
          accept={RASTER_ACCEPT}
          inputTestId="complaint-image-input"
          testId="complaint-images"
        />
      </div>
      <p className="cp-note">{t('form.imagesHint')}</p>
      <div className="cp-actions">
        <Button type="submit" block loading={submit.pending} testId="complaint-submit">
          {t('form.submit')}
        </Button>
      </div>
      <Modal
        open={sent}
        onClose={() => undefined}
        closable={false}
        title={t('form.sentTitle')}
        testId="complaint-sent"
      >
        <p>{t('form.sentText')}</p>
      </Modal>
    </form>
  );
}
