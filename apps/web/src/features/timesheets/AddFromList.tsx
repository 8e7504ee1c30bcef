// Pick one entry from a list and add it: a job to the day, a person to a job. Large targets for
// gloves; the add button stays disabled until something is picked.
import type { ReactNode } from 'react';
import { Button, Group, Select } from '@mantine/core';

export interface AddFromListProps {
  label: string;
  placeholder: string;
  buttonLabel: string;
  choices: { value: string; label: string }[];
  value: string | null;
  onChange: (value: string | null) => void;
  onAdd: (value: string) => void;
  loading?: boolean;
  /** More actions beside the add button (e.g. copy the previous day). */
  children?: ReactNode;
}

export function AddFromList(props: AddFromListProps) {
  const { value } = props;
  return (
    <Group align="end" wrap="wrap">
      <Select
        label={props.label}
        placeholder={props.placeholder}
        data={props.choices}
        value={value}
        onChange={props.onChange}
        searchable
        size="lg"
        style={{ flex: 1, minWidth: 240 }}
      />
      <Button
        size="lg"
        disabled={value === null}
        loading={props.loading}
        onClick={() => value !== null && props.onAdd(value)}
      >
        {props.buttonLabel}
      </Button>
      {props.children}
    </Group>
  );
}
