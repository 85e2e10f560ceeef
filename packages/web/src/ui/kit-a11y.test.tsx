import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '../lib/notify';
import { axeViolations } from '../test/axe';
import {
  ActionSheet,
  Badge,
  BankCardInput,
  Button,
  Cell,
  CellGroup,
  Checkbox,
  ConfirmDialog,
  CountdownButton,
  EmptyState,
  ErrorState,
  Grid,
  GridItem,
  ImagePicker,
  Loading,
  Modal,
  MoneyInput,
  NavBar,
  NumberInput,
  PhoneInput,
  PullToRefresh,
  RadioGroup,
  Stars,
  Tabs,
} from './index';
import { ToastHost } from './toast/toast-host';

const noop = () => {};

// The kit is shown in pieces, not as a page: no landmark rule.
const violations = () => axeViolations({ region: { enabled: false } });

describe('the kit under axe', () => {
  it('has no violations on a page of components', async () => {
    render(
      <main>
        <NavBar title="Kit" onBack={noop} right={<Badge count={120} />} />
        <PullToRefresh onRefresh={() => Promise.resolve()}>
          <Button loading>Submit</Button>
          <CountdownButton running={false} onEnd={noop} label="Send code" runningLabel={String} />
          <Checkbox checked onChange={noop}>
            I agree
          </Checkbox>
          <RadioGroup
            label="Pay with"
            value="a"
            onChange={noop}
            options={[
              { value: 'a', label: 'Bank' },
              { value: 'b', label: 'Store' },
            ]}
          />
          <label>
            Phone
            <PhoneInput value="13912345678" onChange={noop} />
          </label>
          <label>
            Card number
            <BankCardInput value="6222020298765432" onChange={noop} />
          </label>
          <label>
            SMS code
            <NumberInput value="123" onChange={noop} maxLength={6} autoComplete="one-time-code" />
          </label>
          <label>
            Amount
            <MoneyInput value="12.5" onChange={noop} aria-invalid />
          </label>
          <CellGroup title="Loan">
            <Cell title="Amount" value="₹5,000" />
            <Cell title="Service" onClick={noop} />
            <Cell title="Mail" href="mailto:a@b.c" />
          </CellGroup>
          <Tabs
            tabs={[
              { key: 'a', label: 'All' },
              { key: 'b', label: 'Paid' },
            ]}
            active="a"
            onChange={noop}
            renderPane={(key) => <p>{key}</p>}
          />
          <Stars value={3} onChange={noop} />
          <ImagePicker
            files={[
              { id: '1', url: 'data:,', status: 'failed' },
              { id: '2', url: 'data:,', status: 'uploading' },
            ]}
            max={4}
            onPick={noop}
            onRemove={noop}
            onRetry={noop}
          />
          <Grid>
            <GridItem icon="₹" text="Repay" onClick={noop} />
          </Grid>
          <Loading />
          <EmptyState title="Nothing here" />
          <ErrorState message="Failed" onRetry={noop} onBack={noop} />
        </PullToRefresh>
        <ToastHost />
      </main>,
    );
    act(() => {
      notify.toast('Saved');
    });
    expect(await violations()).toEqual([]);
  });

  it('has no violations with a modal, a confirm dialog and an action sheet open', async () => {
    const { unmount } = render(
      <Modal open onClose={noop} title="Notice" footer={<Button>OK</Button>}>
        <p>Text</p>
      </Modal>,
    );
    expect(await violations()).toEqual([]);
    unmount();
    const confirm = render(
      <ConfirmDialog open title="Sure?" message="Really" onConfirm={noop} onCancel={noop} />,
    );
    expect(await violations()).toEqual([]);
    confirm.unmount();
    render(
      <ActionSheet
        open
        title="Bank"
        options={[{ key: 'a', label: 'BCA' }]}
        onSelect={noop}
        onClose={noop}
      />,
    );
    expect(await violations()).toEqual([]);
  });
});
