/** `@portal/shared/ui/inputs`: checkbox, radio, select and textarea (see `@portal/shared/ui`). */
export { Textarea, Checkbox, Radio, RadioGroup, Select } from '@fluentui/react-components';
