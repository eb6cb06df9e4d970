import { Button, Modal, TextInput } from '@mantine/core';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@/test/render';
import { useEnglish } from '@/test/render-app';
import { DiscardEntries, useDiscardQuestion } from './discard-entries';

beforeAll(useEnglish);

/** A dialog routed as the add-slot dialog is: its close (Escape, the close button) and Cancel ask the form. */
function FormDialog({ entries, onDiscard }: { entries: boolean; onDiscard: () => void }) {
  const [opened, setOpened] = useState(true);
  const discard = () => {
    onDiscard();
    setOpened(false);
  };
  const { asking, keep, requestClose } = useDiscardQuestion(() => entries, discard);
  return (
    <Modal opened={opened} onClose={requestClose} title="Add open time slot" transitionProps={{ duration: 0 }}>
      <TextInput label="Notes" defaultValue={entries ? 'Prepare unit 4' : ''} />
      {asking ? <DiscardEntries onKeep={keep} onDiscard={discard} /> : <Button onClick={requestClose}>Cancel</Button>}
    </Modal>
  );
}

const escape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
const question = () => screen.queryByRole('alert', { name: 'Discard your entries?' });

describe('the discard question', () => {
  it('Escape asks; Escape on the question keeps editing, as Keep editing does; then Escape asks again', () => {
    const onDiscard = vi.fn();
    render(<FormDialog entries onDiscard={onDiscard} />);
    escape();
    expect(question()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep editing' })).toHaveFocus();

    escape();
    expect(question()).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add open time slot' })).toBeInTheDocument();
    expect(screen.getByLabelText('Notes')).toHaveValue('Prepare unit 4');
    expect(onDiscard).not.toHaveBeenCalled();

    escape();
    expect(question()).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onDiscard).toHaveBeenCalledTimes(1);
  });

  it('Cancel asks as Escape does; Keep editing and then Escape on the question both keep', () => {
    const onDiscard = vi.fn();
    render(<FormDialog entries onDiscard={onDiscard} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(question()).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(question()).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    escape();
    expect(question()).not.toBeInTheDocument();
    expect(onDiscard).not.toHaveBeenCalled();
  });

  it('nothing entered: Escape closes at once, nothing asked', () => {
    const onDiscard = vi.fn();
    render(<FormDialog entries={false} onDiscard={onDiscard} />);
    escape();
    expect(question()).not.toBeInTheDocument();
    expect(onDiscard).toHaveBeenCalledTimes(1);
  });
});
