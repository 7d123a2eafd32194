export { AlarmsPage } from './alarms-page';
export { AdminAlarmsPage } from './admin-alarms-page';
export { MyAlarmsSection } from './my-alarms-section';
export { useNextAlarm } from './api';
