export { AlarmsPage } from './alarms-page';
export { AdminAlarmsPage } from './admin-alarms-page';
