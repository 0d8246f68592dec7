import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { runModalSuite } from '../../test/dialog-suite';
import { renderWithProviders } from '../../test/render';
import { Button } from '../Button';
import { ConfirmationDialog, type ConfirmOptions } from './ConfirmationDialog';
import { ConfirmProvider, useConfirm, type ConfirmFunction } from './ConfirmProvider';

const question: ConfirmOptions = {
  title: 'Cancel booking?',
  message: 'Your tee time at 09:40 will be released.',
};

/** A page that asks through useConfirm() and prints each answer it gets. */
function Asker({ options = question }: { options?: ConfirmOptions }) {
  const confirm = useConfirm();
  const [answers, setAnswers] = useState<boolean[]>([]);
  return (
    <>
      <Button
        onClick={async () => {
          const answer = await confirm(options);
          setAnswers((previous) => [...previous, answer]);
        }}
      >
        Cancel my booking
      </Button>
      <output aria-label="answers">{answers.join(',')}</output>
    </>
  );
}

function renderAsker(options?: ConfirmOptions, locale: 'en' | 'es' = 'en') {
  return renderWithProviders(
    <ConfirmProvider>
      <Asker options={options} />
    </ConfirmProvider>,
    { locale },
  );
}

async function ask() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Cancel my booking' }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog };
}

async function expectAnswers(text: string) {
  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'answers' })).toHaveTextContent(text),
  );
}

/** Renders a bare provider and hands back its confirm(), to ask from test code directly. */
function renderBareProvider() {
  const captured: { confirm: ConfirmFunction | null } = { confirm: null };
  function Capture() {
    const confirm = useConfirm();
    useEffect(() => {
      captured.confirm = confirm;
    }, [confirm]);
    return null;
  }
  const result = renderWithProviders(
    <ConfirmProvider>
      <Capture />
    </ConfirmProvider>,
  );
  const { confirm } = captured;
  if (!confirm) throw new Error('useConfirm gave nothing');
  return { ...result, confirm };
}

runModalSuite('ConfirmationDialog via useConfirm', () => renderAsker(), {
  trigger: 'Cancel my booking',
  title: 'Cancel booking?',
  description: 'Your tee time at 09:40 will be released.',
  dismissible: true,
  close: async (user) => {
    await user.click(screen.getByRole('button', { name: 'Accept' }));
  },
});

describe('useConfirm', () => {
  it('resolves true when the golfer accepts', async () => {
    renderAsker();
    const { user } = await ask();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await expectAnswers('true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('resolves false on Cancel', async () => {
    renderAsker();
    const { user } = await ask();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expectAnswers('false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('resolves false on Escape', async () => {
    renderAsker();
    const { user } = await ask();
    await user.keyboard('{Escape}');
    await expectAnswers('false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('resolves false on a click on the scrim', async () => {
    renderAsker();
    const { user, dialog } = await ask();
    const scrim = dialog.parentElement;
    if (!scrim) throw new Error('no scrim');
    await user.click(scrim);
    await expectAnswers('false');
  });

  it('puts Cancel first and focuses it, so a stray Enter never confirms', async () => {
    renderAsker();
    const { user, dialog } = await ask();
    const buttons = Array.from(dialog.querySelectorAll('button'));
    expect(buttons.map((button) => button.textContent)).toEqual(['Cancel', 'Accept']);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await expectAnswers('false');
  });

  it('can be asked again after an answer', async () => {
    renderAsker();
    let { user } = await ask();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expectAnswers('false');
    ({ user } = await ask());
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await expectAnswers('false,true');
  });

  it('uses the labels the caller passes', async () => {
    renderAsker({ ...question, acceptLabel: 'Yes, cancel it', cancelLabel: 'Keep booking' });
    const { user } = await ask();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    await expectAnswers('true');
  });

  it('labels its default buttons in Spanish', async () => {
    renderAsker(question, 'es');
    await ask();
    expect(screen.getByRole('button', { name: 'Aceptar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });

  it('answers a superseded question with false and keeps only the newest open', async () => {
    const { confirm: ask } = renderBareProvider();
    let first: Promise<boolean> | undefined;
    let second: Promise<boolean> | undefined;
    act(() => {
      first = ask({ title: 'First question', message: 'One' });
    });
    act(() => {
      second = ask({ title: 'Second question', message: 'Two' });
    });
    await expect(first).resolves.toBe(false);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Second question');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Accept' }));
    await expect(second).resolves.toBe(true);
  });

  it('answers false when the provider unmounts with a question open', async () => {
    const { confirm: ask, unmount } = renderBareProvider();
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = ask(question);
    });
    unmount();
    await expect(answer).resolves.toBe(false);
  });

  it('refuses to work without a provider', () => {
    function Orphan() {
      useConfirm();
      return null;
    }
    // React reports the thrown render error through console.error; that is the point here.
    vi.mocked(console.error).mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow(/ConfirmProvider/);
  });
});

describe('ConfirmationDialog', () => {
  it('shows the question and reports accept and cancel', async () => {
    const onAccept = vi.fn();
    const onCancel = vi.fn();
    renderWithProviders(
      <ConfirmationDialog open {...question} onAccept={onAccept} onCancel={onCancel} />,
    );
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Cancel booking?');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onAccept).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('treats Escape as cancel', async () => {
    const onAccept = vi.fn();
    const onCancel = vi.fn();
    renderWithProviders(
      <ConfirmationDialog open {...question} onAccept={onAccept} onCancel={onCancel} />,
    );
    await userEvent.setup().keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onAccept).not.toHaveBeenCalled();
  });

  it('renders nothing while closed', () => {
    renderWithProviders(
      <ConfirmationDialog open={false} {...question} onAccept={vi.fn()} onCancel={vi.fn()} />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
