import { Button, createTheme, Checkbox, PasswordInput, Select, TextInput, Textarea } from '@mantine/core';

/** Spec 9: "UI size small" everywhere. */
const small = { defaultProps: { size: 'sm' } };

export const theme = createTheme({
  primaryColor: 'teal',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "PingFang SC", "Microsoft YaHei", sans-serif',
  components: {
    Button: Button.extend(small),
    TextInput: TextInput.extend(small),
    PasswordInput: PasswordInput.extend(small),
    Select: Select.extend(small),
    Checkbox: Checkbox.extend(small),
    Textarea: Textarea.extend(small),
  },
});
