import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { runModalSuite } from '../../test/dialog-suite';
import { renderWithProviders } from '../../test/render';
import { Button } from '../Button';
import { Dialog } from './Dialog';

function Harness({ dismissible }: { dismissible: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog
        open={open}
        title="Delete card"
        description="The card ending in 4242 will be removed."
        onDismiss={dismissible ? () => setOpen(false) : undefined}
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Keep
            </Button>
            <Button onClick={() => setOpen(false)}>Delete</Button>
          </>
        }
      />
    </>
  );
}

const suiteOptions = {
  trigger: 'Open',
  title: 'Delete card',
  description: 'The card ending in 4242 will be removed.',
  close: async (user: Parameters<Parameters<typeof runModalSuite>[2]['close']>[0]) => {
    await user.click(screen.getByRole('button', { name: 'Delete' }));
  },
};

runModalSuite('Dialog (dismissible)', () => renderWithProviders(<Harness dismissible />), {
  ...suiteOptions,
  dismissible: true,
});

runModalSuite(
  'Dialog (not dismissible)',
  () => renderWithProviders(<Harness dismissible={false} />),
  { ...suiteOptions, dismissible: false },
);

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    renderWithProviders(
      <Dialog open={false} title="Title" description="Text" actions={<Button>OK</Button>} />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Title')).not.toBeInTheDocument();
  });

  it('shows the title as a heading and the actions in reading order', () => {
    renderWithProviders(
      <Dialog
        open
        title="Title"
        description="Text"
        actions={
          <>
            <Button>First</Button>
            <Button>Second</Button>
          </>
        }
      />,
    );
    expect(screen.getByRole('heading', { name: 'Title' })).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'First',
      'Second',
    ]);
  });

  it('focuses the first action when it opens', () => {
    renderWithProviders(
      <Dialog
        open
        title="Title"
        description="Text"
        actions={
          <>
            <Button>First</Button>
            <Button>Second</Button>
          </>
        }
      />,
    );
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
  });

  it('calls onDismiss once for Escape', async () => {
    const onDismiss = vi.fn();
    renderWithProviders(
      <Dialog
        open
        title="Title"
        description="Text"
        onDismiss={onDismiss}
        actions={<Button>OK</Button>}
      />,
    );
    await userEvent.setup().keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('hands key presses inside the dialog to onKeyDown', async () => {
    const onKeyDown = vi.fn();
    renderWithProviders(
      <Dialog
        open
        title="Title"
        description="Text"
        onKeyDown={onKeyDown}
        actions={<Button>OK</Button>}
      />,
    );
    await userEvent.setup().keyboard('a');
    expect(onKeyDown).toHaveBeenCalledWith(expect.objectContaining({ key: 'a' }));
  });
});
