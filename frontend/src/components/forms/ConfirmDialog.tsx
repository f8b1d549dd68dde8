import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What is about to happen, above the buttons. */
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirmed action is running: the confirm button spins and the other one waits. */
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action that removes something: a red confirm button beside the one that keeps things as they are. */
export function ConfirmDialog({ opened, title, children, cancelLabel, confirmLabel, pending, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius="lg">
      <Stack gap="lg">
        <div>{children}</div>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" size="md" onClick={onClose} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button color="red" size="md" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
