// The filters above a server-paged list: a search box and a labelled choice. Each change starts the
// list again at page 1 (`onChange` of the list resets its page), so a person never sees page 4 of a
// search that has two pages.
import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

export function SearchBox(props: {
  label: string;
  hint: string;
  value: string;
  onChange(next: string): void;
}) {
  return (
    <TextInput
      label={props.label}
      placeholder={props.hint}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      w={320}
    />
  );
}

/** A segmented choice named by its visible label (`id` ties the two for screen readers). */
export function ChoiceFilter<V extends string>(props: {
  id: string;
  label: string;
  value: V;
  choices: readonly { value: V; label: string }[];
  onChange(next: V): void;
}) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={props.id}>
        {props.label}
      </Text>
      <SegmentedControl
        aria-labelledby={props.id}
        value={props.value}
        onChange={(next) => props.onChange(props.choices.find((c) => c.value === next)?.value ?? props.value)}
        data={[...props.choices]}
      />
    </Stack>
  );
}
