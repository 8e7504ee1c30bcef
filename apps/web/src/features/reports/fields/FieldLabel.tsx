// A report field's own label, for the inputs Mantine does not label itself (line items, photos,
// signature): the template's words in bold, and a red asterisk when required, hidden from screen
// readers as Mantine's own `withAsterisk` hides it. One place, so the three read alike.
import { Text } from '@mantine/core';

export function FieldLabel(props: { label: string; required: boolean; id?: string; inLegend?: boolean }) {
  return (
    <Text fw={600} id={props.id} component={props.inLegend ? 'span' : 'p'}>
      {props.label}
      {props.required && (
        <Text component="span" c="red" aria-hidden>
          {' *'}
        </Text>
      )}
    </Text>
  );
}
