import { describe, expect, it, vi } from 'vitest';
import { render, screen, userEvent } from '@/test/render';
import { ConfirmDialog } from './confirm-dialog';

function renderDialog() {
  const onConfirm = vi.fn();
  const dialog = (opened: boolean) => (
    <ConfirmDialog
      opened={opened}
      title="Cancel this class?"
      confirmLabel="Cancel the class"
      keepLabel="Keep"
      pending={false}
      onConfirm={onConfirm}
      onClose={() => undefined}
    >
      The class will be canceled.
    </ConfirmDialog>
  );
  const { rerender } = render(dialog(true));
  const confirmButton = () => screen.getByRole('button', { name: 'Cancel the class', hidden: true });
  return { onConfirm, confirmButton, setOpened: (opened: boolean) => rerender(dialog(opened)) };
}

describe('the confirm dialog answers once per opening', () => {
  it('a double click whose second click comes after the call settled (the button no longer busy) is one call', async () => {
    const { onConfirm, confirmButton } = renderDialog();
    await userEvent.dblClick(confirmButton());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('a click on the dialog while it fades out is no call; opened again, it answers again', async () => {
    const { onConfirm, confirmButton, setOpened } = renderDialog();
    await userEvent.click(confirmButton());
    setOpened(false);
    confirmButton().click(); // still drawn while it fades out
    expect(onConfirm).toHaveBeenCalledTimes(1);
    setOpened(true);
    await userEvent.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});
