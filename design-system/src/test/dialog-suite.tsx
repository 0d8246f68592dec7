import { screen, waitFor, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

export interface ModalSuiteOptions {
  /** Accessible name of the button in the harness that opens the dialog. */
  trigger: string | RegExp;
  /** The dialog's title, which must name it. */
  title: string | RegExp;
  /** The dialog's text, which must describe it. */
  description: string | RegExp;
  /** Whether Escape and a click on the scrim close the dialog. */
  dismissible: boolean;
  /** Closes the dialog the way a user would with its own controls (e.g. clicks Accept). */
  close: (user: UserEvent) => Promise<void>;
}

/**
 * The behaviour every modal dialog of the design system owes its users (WAI-ARIA dialog
 * pattern), written once so each dialog's tests only supply a harness.
 *
 * `renderOpen` renders the dialog behind a trigger button named `options.trigger`, inside
 * `renderWithProviders`; the suite presses that trigger to open the dialog as a user would, so
 * it can check that focus goes back there afterwards.
 */
export function runModalSuite(
  name: string,
  renderOpen: () => RenderResult,
  options: ModalSuiteOptions,
) {
  async function open() {
    const user = userEvent.setup();
    renderOpen();
    const trigger = screen.getByRole('button', { name: options.trigger });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog');
    return { user, trigger, dialog };
  }

  function overlayOf(dialog: HTMLElement): HTMLElement {
    // The scrim wraps the panel, so its parent is the surface outside the dialog.
    const overlay = dialog.parentElement;
    if (!overlay) throw new Error('the dialog has no scrim around it');
    return overlay;
  }

  describe(`${name}: modal dialog behaviour`, () => {
    it('is a modal dialog named by its title and described by its text', async () => {
      const { dialog } = await open();
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      expect(dialog).toHaveAccessibleName(options.title);
      expect(dialog).toHaveAccessibleDescription(options.description);
    });

    it('moves focus into the dialog when it opens', async () => {
      const { dialog, trigger } = await open();
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      expect(trigger).not.toHaveFocus();
    });

    it('keeps Tab and Shift+Tab inside the dialog', async () => {
      const { user, dialog } = await open();
      const controls = Array.from(dialog.querySelectorAll<HTMLElement>('button, [href], input'));
      expect(controls.length).toBeGreaterThan(0);
      // One full lap and one more in each direction: the wrap-around is what leaks in a bad trap.
      for (let i = 0; i <= controls.length; i += 1) {
        await user.tab();
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
      for (let i = 0; i <= controls.length; i += 1) {
        await user.tab({ shift: true });
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
    });

    if (options.dismissible) {
      it('closes on Escape and gives focus back to the trigger', async () => {
        const { user, trigger } = await open();
        await user.keyboard('{Escape}');
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        await waitFor(() => expect(trigger).toHaveFocus());
      });

      it('closes on a click on the scrim', async () => {
        const { user, dialog } = await open();
        await user.click(overlayOf(dialog));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      });
    } else {
      it('stays open on Escape and on a click on the scrim', async () => {
        const { user, dialog } = await open();
        await user.keyboard('{Escape}');
        expect(screen.getByRole('dialog')).toBe(dialog);
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
        await user.click(overlayOf(dialog));
        expect(screen.getByRole('dialog')).toBe(dialog);
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
      });
    }

    it('gives focus back to the trigger when closed with its own controls', async () => {
      const { user, trigger } = await open();
      await options.close(user);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  });
}
