import { useMemo, useState } from 'react';
import { Group, SegmentedControl, Select, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pageViewPeriods, type PageViewsReport } from '@campus/contracts';
import { LoadErrorState } from '../../../components/load-error-state';
import { LoadingState } from '../../../components/loading-state';
import { usePageViews } from '../api';
import { DashboardCard } from './dashboard-card';
import classes from './page-views-card.module.css';

/** The group of the paths beyond the most viewed ones. */
const otherGroup = '';
/** How many routes the table names. */
const tableRows = 10;

interface PageViewsCardProps {
  /** The route a path belongs to, for example `/event/:event_id` for `/event/42`. */
  routeOf: (path: string) => string;
}

interface RouteTotal {
  route: string;
  views: number;
}

function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  const last = Date.parse(`${to}T00:00:00Z`);
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= last; time += 86_400_000) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

/** Views per day of one route (or all), and the routes by views. */
function summarize(report: PageViewsReport, routeOf: (path: string) => string, route: string) {
  const perRoute = new Map<string, number>();
  const perDay = new Map<string, number>();
  const add = (group: string, day: string, views: number) => {
    perRoute.set(group, (perRoute.get(group) ?? 0) + views);
    if (route === '' || route === group) perDay.set(day, (perDay.get(day) ?? 0) + views);
  };
  for (const row of report.rows) add(routeOf(row.path), row.day, row.views);
  for (const row of report.other) add(otherGroup, row.day, row.views);
  const routes: RouteTotal[] = [...perRoute]
    .map(([name, views]) => ({ route: name, views }))
    .sort((a, b) => b.views - a.views || a.route.localeCompare(b.route));
  const days = daysOf(report.from, report.to).map((day) => ({
    day,
    views: perDay.get(day) ?? 0,
  }));
  return { routes, days };
}

/** Page views per route and day from the product's own analytics, as a bar chart and a table. */
export function PageViewsCard({ routeOf }: PageViewsCardProps) {
  const { t, i18n } = useTranslation('admin-dashboard');
  const [days, setDays] = useState<number>(30);
  const [route, setRoute] = useState<string | null>(null);
  const report = usePageViews(days);
  const data = report.data;
  const selected = route ?? '';
  const summary = useMemo(
    () => (data === undefined ? undefined : summarize(data, routeOf, selected)),
    [data, routeOf, selected],
  );
  const dayLabel = (day: string) =>
    new Intl.DateTimeFormat(i18n.language, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).format(new Date(`${day}T00:00:00Z`));
  const routeLabel = (name: string) => (name === otherGroup ? t('views.otherRoutes') : name);

  return (
    <DashboardCard
      id="dashboard-views"
      icon={<IconChartBar size={20} aria-hidden />}
      title={t('views.title')}
      aside={
        <SegmentedControl
          aria-label={t('views.period')}
          value={String(days)}
          onChange={(value) => {
            setDays(Number(value));
          }}
          data={pageViewPeriods.map((period) => ({
            value: String(period),
            label: t('views.days', { count: period }),
          }))}
        />
      }
    >
      {report.isError && data === undefined ? (
        <LoadErrorState title={t('views.loadFailed')} query={report} />
      ) : summary === undefined || data === undefined ? (
        <LoadingState heights={[220]} />
      ) : data.total_views === 0 ? (
        <Text c="dimmed">{t('views.empty')}</Text>
      ) : (
        <>
          <Select
            label={t('views.route')}
            w={{ base: '100%', sm: 360 }}
            searchable
            allowDeselect={false}
            value={selected}
            onChange={setRoute}
            data={[
              { value: '', label: t('views.allRoutes') },
              ...summary.routes
                .filter((entry) => entry.route !== otherGroup)
                .map((entry) => ({ value: entry.route, label: entry.route })),
            ]}
          />
          <DayChart
            days={summary.days}
            formatCount={(count) => count.toLocaleString(i18n.language)}
            label={t('views.chartLabel', {
              route: selected === '' ? t('views.allRoutes') : selected,
              count: days,
              total: summary.days.reduce((sum, day) => sum + day.views, 0),
            })}
            dayLabel={dayLabel}
            barLabel={(day, views) => t('views.barLabel', { day: dayLabel(day), count: views })}
          />
          <Table.ScrollContainer minWidth={280} type="native">
            <Table striped verticalSpacing="xs" captionSide="top">
              <Table.Caption style={{ textAlign: 'start' }}>
                {t('views.tableCaption', { total: data.total_views })}
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('views.routeColumn')}</Table.Th>
                  <Table.Th scope="col" ta="end">
                    {t('views.viewsColumn')}
                  </Table.Th>
                  <Table.Th scope="col" ta="end">
                    {t('views.shareColumn')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {summary.routes.slice(0, tableRows).map((entry) => (
                  <Table.Tr key={entry.route}>
                    <Table.Td>
                      {entry.route === otherGroup ? (
                        routeLabel(entry.route)
                      ) : (
                        <UnstyledButton
                          className={classes.routeButton}
                          aria-pressed={selected === entry.route}
                          onClick={() => {
                            setRoute(entry.route);
                          }}
                        >
                          {entry.route}
                        </UnstyledButton>
                      )}
                    </Table.Td>
                    <Table.Td ta="end">{entry.views.toLocaleString(i18n.language)}</Table.Td>
                    <Table.Td ta="end">
                      {new Intl.NumberFormat(i18n.language, {
                        style: 'percent',
                        maximumFractionDigits: 1,
                      }).format(entry.views / data.total_views)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </DashboardCard>
  );
}

interface DayChartProps {
  days: { day: string; views: number }[];
  /** The largest day's count as the reader writes numbers. */
  formatCount: (count: number) => string;
  label: string;
  dayLabel: (day: string) => string;
  barLabel: (day: string, views: number) => string;
}

/** Bars of views per day; the largest day sets the height. Each bar names its day and count. */
function DayChart({ days, formatCount, label, dayLabel, barLabel }: DayChartProps) {
  const largest = Math.max(1, ...days.map((day) => day.views));
  const first = days[0];
  const last = days.at(-1);
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        {formatCount(largest)}
      </Text>
      <svg
        className={classes.chart}
        viewBox={`0 0 ${String(days.length * 10)} 100`}
        preserveAspectRatio="none"
        role="img"
        aria-label={label}
      >
        <line x1="0" y1="100" x2={days.length * 10} y2="100" className={classes.axis} />
        {days.map((day, index) => {
          const height = (day.views / largest) * 96;
          return (
            <rect
              key={day.day}
              x={index * 10 + 1.5}
              y={100 - height}
              width={7}
              height={height}
              className={classes.bar}
            >
              <title>{barLabel(day.day, day.views)}</title>
            </rect>
          );
        })}
      </svg>
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          {first === undefined ? '' : dayLabel(first.day)}
        </Text>
        <Text size="xs" c="dimmed">
          {last === undefined ? '' : dayLabel(last.day)}
        </Text>
      </Group>
    </Stack>
  );
}
