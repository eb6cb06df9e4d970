import { Alert, Anchor, Box, Button, Group, Stack, Text } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isCodeLoadError } from '@/lib/code-load-error';
import { useRecovery } from '@/lib/hooks/use-recovery';
import { useSessionStore } from '@/lib/session/session-store';
import { NAV_ITEMS } from '@/shell/layout/nav-items';

/**
 * The last line (docs/decisions/offline.md "Nothing loaded on demand takes the page down"): an error no
 * route's error screen or on-demand part caught never leaves a white page. The frame stays (the portal's
 * name, and the navigation when signed in, as plain links: the router itself may be what broke), says what
 * happened, and offers Reload. A piece of code that could not be downloaded is tried again by itself when
 * the device or the host is back.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown; attempt: number }> {
  state = { error: null as unknown, attempt: 0 };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    if (!isCodeLoadError(error)) console.error(error, info.componentStack);
  }

  private readonly again = () => this.setState(({ attempt }) => ({ error: null, attempt: attempt + 1 }));

  render() {
    const { error, attempt } = this.state;
    if (error === null) return <AppTree key={attempt}>{this.props.children}</AppTree>;
    return <PageBroke error={error} onBack={this.again} />;
  }
}

const AppTree = ({ children }: { children: ReactNode }) => children;

function PageBroke({ error, onBack }: { error: unknown; onBack: () => void }) {
  const { t } = useTranslation();
  const signedIn = useSessionStore((s) => s.session !== null);
  const codeNotLoaded = isCodeLoadError(error);
  useRecovery(() => {
    if (codeNotLoaded) onBack();
  });
  return (
    <>
      <Box component="header" px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Text component="a" href="#/dashboard" fw={700} c="teal.8" td="none">
          {t('common:appName')}
        </Text>
      </Box>
      {signedIn && (
        <Group component="nav" aria-label={t('shell:navLabel')} gap="md" px="md" py="xs">
          {NAV_ITEMS.map((item) => (
            <Anchor key={item.to} href={`#${item.to}`} size="sm">
              {t(item.labelKey)}
            </Anchor>
          ))}
        </Group>
      )}
      <Stack component="main" p="md" maw={640}>
        <Alert role="alert" color={codeNotLoaded ? 'yellow' : 'red'} title={t('errors:pageBrokeTitle')}>
          <Text size="sm">{codeNotLoaded ? t('errors:pageCodeNotLoaded') : t('errors:pageBrokeText')}</Text>
          <Group mt="sm">
            <Button variant="light" color={codeNotLoaded ? 'yellow' : 'red'} onClick={() => window.location.reload()}>
              {t('errors:reload')}
            </Button>
          </Group>
        </Alert>
      </Stack>
    </>
  );
}
