// UX-3: a screen's primary action stays in view and in thumb reach on a phone: the save button of a
// long form (a report, a timesheet day, a new job), the day's confirmation, a note's button, the
// gallery's camera. A bar fixed to the bottom edge (form-actions.css). Fixed, not sticky: a sticky
// bar sits where a short form ends, mid-screen, out of the thumb's reach.
// One per screen: the bar's height is published on <html> for the page's bottom padding.
import { type ReactNode, useEffect } from 'react';
import { Box, type MantineSpacing } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { FORM_ACTIONS_HEIGHT_VAR as HEIGHT_VAR } from './floating-lists';
import './form-actions.css';

interface FormActionsProps {
  children: ReactNode;
  /** Space above the row where it is part of the form (from sm up); none on the phone's bar. */
  mt?: MantineSpacing;
}

export function FormActions({ children, mt }: FormActionsProps) {
  // The outer box has no padding, so its content height is the whole bar's.
  const { ref, height } = useElementSize();
  useEffect(() => {
    const root = document.documentElement.style;
    root.setProperty(HEIGHT_VAR, `${Math.ceil(height)}px`);
    return () => {
      root.removeProperty(HEIGHT_VAR);
    };
  }, [height]);
  return (
    <Box ref={ref} className="fo-form-actions-bar" mt={mt && { base: 0, sm: mt }}>
      <div className="fo-form-actions-inner">{children}</div>
    </Box>
  );
}
