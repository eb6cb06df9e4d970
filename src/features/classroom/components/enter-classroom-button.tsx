import { Button, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/components/error-message';
import { isApiError } from '@/lib/http/api-error';
import { useEnterClass } from '../api/enter-class';
import { canEnter, classPhase, type PhaseInput } from '../model/class-phase';
import { serverNow } from '../model/server-clock';

interface EnterClassroomButtonProps {
  classId: number;
  cls: PhaseInput;
  /** Host clock minus local clock; 0 when only the local clock is known. */
  clockOffsetMs?: number;
  size?: ButtonProps['size'];
  /** Before the enter window: the button is unavailable, described by the element of this id (why, and when it opens). */
  unavailableBecause?: string;
}

/**
 * Asks the host where the classroom is and goes there. Outside the enter window it says so
 * without asking; the host applies the same window and its refusal reads the same.
 */
export function EnterClassroomButton({ classId, cls, clockOffsetMs = 0, size, unavailableBecause }: EnterClassroomButtonProps) {
  const { t } = useTranslation();
  const enter = useEnterClass();
  // A ref answers a fast second tap at once (state arrives a render later). It stays set once
  // the classroom answered: the page is being replaced, nothing more to do here.
  const started = useRef(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    // Back from the classroom out of the back/forward cache: the button must work again.
    const reset = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      started.current = false;
      setBusy(false);
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  const refuse = () => notifications.show({ color: 'orange', message: t('errors:enterRefused'), autoClose: 8000 });

  const onClick = async () => {
    if (started.current) return;
    if (!canEnter(classPhase(cls, serverNow(Date.now(), clockOffsetMs)))) {
      refuse();
      return;
    }
    started.current = true;
    setBusy(true);
    try {
      window.location.assign(await enter.mutateAsync(classId));
    } catch (error) {
      started.current = false;
      setBusy(false);
      if (isApiError(error) && error.code === 'ENTER_WINDOW_CLOSED') refuse();
      else notifications.show({ color: 'red', title: t('errors:tryAgainLater'), message: errorText(error, t), autoClose: 8000 });
    }
  };

  return (
    <Button
      size={size}
      loading={busy}
      disabled={unavailableBecause !== undefined}
      aria-describedby={unavailableBecause}
      onClick={() => void onClick()}
    >
      {t('classroom:enter')}
    </Button>
  );
}
