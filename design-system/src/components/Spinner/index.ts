export { Spinner, SpinnerRing, type SpinnerProps, type SpinnerRingProps } from './Spinner';
