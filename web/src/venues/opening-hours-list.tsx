import { Table } from '@mantine/core';
import type { OpeningPeriodDto } from '@lieux/contracts';
import { useLocale } from '../i18n/use-locale';
import { dayName, periodsByDay } from './opening-hours';

/** A venue's opening hours, a row per day ('Fermé' on a day without a period); nothing when none are given. */
export function OpeningHoursList({ periods, closedLabel }: { periods: readonly OpeningPeriodDto[]; closedLabel: string }) {
  const { locale } = useLocale();
  if (periods.length === 0) return null;
  return (
    <Table withRowBorders={false} verticalSpacing={4} fz="sm" data-opening-hours>
      <Table.Tbody>
        {periodsByDay(periods).map(({ day, periods: open }) => (
          <Table.Tr key={day}>
            <Table.Th scope="row" fw={500} style={{ textTransform: 'capitalize' }}>
              {dayName(day, locale)}
            </Table.Th>
            <Table.Td style={{ textAlign: 'end' }}>
              {open.length === 0 ? closedLabel : <bdi dir="ltr">{open.map(({ opens, closes }) => `${opens}–${closes}`).join(', ')}</bdi>}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
