export {
  TeeTimeChooser,
  type ChooserRate,
  type ChooserService,
  type TeeTimeChoice,
  type TeeTimeChooserProps,
} from './TeeTimeChooser';
