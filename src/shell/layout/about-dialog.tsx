import { Anchor, Modal, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { env } from '@/lib/env';

/** About us (header menu): the product, its version and build, and whom to contact. */
export function AboutDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('about');
  const rows: [string, React.ReactNode][] = [
    [t('product'), t('common:appName')],
    [t('version'), env.appVersion],
    [t('build'), env.appBuild],
    [
      t('contact'),
      <Anchor key="mail" href={`mailto:${env.supportEmail}`} className="tap-target">
        {env.supportEmail}
      </Anchor>,
    ],
  ];
  return (
    <Modal opened={opened} onClose={onClose} title={t('title')} size="sm" closeButtonProps={{ 'aria-label': t('common:close') }}>
      <Text size="sm" mb="sm">
        {t('description')}
      </Text>
      <Table withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw={500} w="40%">
                {label}
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
