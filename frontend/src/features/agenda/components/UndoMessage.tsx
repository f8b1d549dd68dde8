import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

/** A toast's text with Desfazer beside it; tapping it closes the toast and undoes what was done. */
export function UndoMessage({ text, onUndo }: { text: string; onUndo: () => void }) {
  const undo = () => {
    notifications.clean();
    onUndo();
  };
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm">{text}</Text>
      <Button size="sm" variant="light" onClick={undo}>
        Desfazer
      </Button>
    </Group>
  );
}
