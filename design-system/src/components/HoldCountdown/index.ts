export { HoldCountdown, type HoldCountdownProps } from './HoldCountdown';
