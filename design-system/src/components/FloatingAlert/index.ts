export {
  FloatingAlert,
  alertTone,
  type AlertState,
  type AlertTone,
  type AlertType,
  type FloatingAlertProps,
} from './FloatingAlert';
