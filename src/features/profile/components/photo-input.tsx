import { Avatar, Button, FileButton, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fitWithin, MAX_PHOTO_FILE_BYTES, PHOTO_MAX_SIDE } from '../model/introduction';

/** Decodes the picked image and re-encodes it small (a JPEG of at most 320 px): the host stores what it gets. */
async function shrink(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const { width, height } = fitWithin(bitmap.width, bitmap.height, PHOTO_MAX_SIDE);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context || width === 0) throw new Error('Cannot draw the image');
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', 0.85);
}

interface PhotoInputProps {
  /** What the preview will show (null: the initials). */
  current: string | null;
  name: string;
  /** '' = the default photo. */
  onChange: (photo: string) => void;
  disabled: boolean;
}

export function PhotoInput({ current, name, onChange, disabled }: PhotoInputProps) {
  const { t } = useTranslation('profile');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const pick = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    if (file.size > MAX_PHOTO_FILE_BYTES) {
      setProblem(t('problems.photoTooBig'));
      return;
    }
    setBusy(true);
    try {
      onChange(await shrink(file));
    } catch {
      setProblem(t('problems.photoUnreadable'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <Text size="sm" fw={500} mb={4} id="photo-label">
        {t('photo')}
      </Text>
      <Group gap="xs">
        <Avatar src={current} name={name} alt="" size={48} radius="md" color="teal" />
        <FileButton onChange={(file) => void pick(file)} accept="image/png,image/jpeg,image/webp">
          {(props) => (
            <Button {...props} variant="light" size="xs" loading={busy} disabled={disabled} aria-describedby="photo-label">
              {t('choosePhoto')}
            </Button>
          )}
        </FileButton>
        <Button variant="subtle" size="xs" color="gray" disabled={disabled} onClick={() => onChange('')}>
          {t('defaultPhoto')}
        </Button>
      </Group>
      {problem && (
        <Text size="xs" c="red" mt={4} role="alert">
          {problem}
        </Text>
      )}
    </div>
  );
}
