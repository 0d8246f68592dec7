export { REVIEW_FIELD_NAMES, ReviewFields, type ReviewFieldsProps } from './ReviewFields';
