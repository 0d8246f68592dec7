export { RoundPicker, type RoundChoice, type RoundPickerProps } from './RoundPicker';
