// UX-1: the contract's check results (timesheet rules, report fields) in the device's words, keyed
// by code and wording: `check.ts.<code>[.<variant>]` and `check.report.<variant>`. Spread into `en`
// (messages.ts); Spanish in check-messages-es.ts. Clock times, dates and durations arrive already
// written the device's way (check-text.ts), so the templates only place them.
export const checkMessages = {
  'check.ts.field.shiftStart': 'shift start',
  'check.ts.field.shiftEnd': 'shift end',
  'check.ts.field.startTime': 'start time',
  'check.ts.field.endTime': 'end time',
  'check.ts.timeFormat.shift': 'The {field} "{value}" is not a time; enter a time such as {example}',
  'check.ts.timeFormat.job': `Job {job}'s {field} "{value}" is not a time; enter a time such as {example}`,
  'check.ts.timeFormat.crew': `{person}'s {field} "{value}" on job {job} is not a time; enter a time such as {example}`,
  'check.ts.shiftEmpty': 'The shift starts and ends at {start}; it has no length',
  'check.ts.shiftOvernightNotAllowed':
    'The shift ends at {end}, before it starts at {start}; shifts past midnight are not allowed',
  'check.ts.shiftTooLong': 'The shift {start}–{end} is {duration} long; the most allowed is {hours} h',
  'check.ts.shiftTooLong.overnight':
    'The shift {start}–{end} (ending the next day) is {duration} long; the most allowed is {hours} h',
  'check.ts.shiftLong': 'The shift {start}–{end} is {duration} long, more than {hours} h; explain why',
  'check.ts.shiftLong.overnight':
    'The shift {start}–{end} (ending the next day) is {duration} long, more than {hours} h; explain why',
  'check.ts.endBeforeStart.job': 'Job {job} ends at {end}, before it starts at {start}',
  'check.ts.endBeforeStart.jobSame': 'Job {job} ends at {end}, the same time it starts',
  'check.ts.endBeforeStart.crew': "{person}'s end time {end} is before the start {start} on job {job}",
  'check.ts.endBeforeStart.crewSame':
    "{person}'s end time {end} is the same as the start {start} on job {job}",
  'check.ts.jobOutsideShift': 'Job {job} runs {start}–{end}, outside the shift {shiftStart}–{shiftEnd}',
  'check.ts.crewOutsideJob.job':
    "{person}'s time {start}–{end} on job {job} is outside the job's time {jobStart}–{jobEnd}",
  'check.ts.crewOutsideJob.shift':
    "{person}'s time {start}–{end} on job {job} is outside the shift {shiftStart}–{shiftEnd}",
  'check.ts.duplicateJob': 'Job {job} is listed twice; put all its crew under one entry',
  'check.ts.crewOverlap':
    '{person} is on job {job} {start}–{end} and on job {otherJob} {otherStart}–{otherEnd} at the same time; the times overlap',
  'check.ts.crewOverlapOtherTimesheet.foreman':
    "{person} is on job {job} {start}–{end} while also on {foreman}'s timesheet of {date}, job {otherJob} {otherStart}–{otherEnd}",
  'check.ts.crewOverlapOtherTimesheet.other':
    '{person} is on job {job} {start}–{end} while also on another timesheet of {date}, job {otherJob} {otherStart}–{otherEnd}',
  'check.ts.personDayTooLong':
    '{person} works {duration} on {date} across {sheets} timesheets; the most allowed is {hours} h',
  'check.ts.personDayLong':
    '{person} works {duration} on {date} across {sheets} timesheets, more than {hours} h; explain why',
  'check.ts.lunchMissing': '{person} works {duration} without a lunch break; tick lunch or explain why',
  'check.ts.dayOff': '{person} is marked off on {date}; tick "ignore day off" or explain why',
  'check.duration.hours': '{h} h',
  'check.duration.minutes': '{m} min',
  'check.duration.both': '{h} h {m} min',
  'check.report.required': '{label} is required',
  'check.report.checkboxType': 'Tick or untick',
  'check.report.checkboxRequired': 'Tick {label}',
  'check.report.textType': 'Enter text',
  'check.report.textTooLong': 'At most {max, plural, one {# character} other {# characters}}',
  'check.report.numberType': 'Enter a number',
  'check.report.numberMin': 'At least {min}{unit}',
  'check.report.numberMax': 'At most {max}{unit}',
  'check.report.numberStep': 'Use steps of {step}{unit}',
  'check.report.dateFormat': 'Enter a date such as {example}',
  'check.report.timeFormat': 'Enter a time such as {example}',
  'check.report.choiceType': 'Pick one of the choices',
  'check.report.choiceOption': '"{value}" is not one of the choices',
  'check.report.rowsType': 'Expected a list of rows',
  'check.report.rowsMin': 'Add at least {min, plural, one {# row} other {# rows}}',
  'check.report.rowsMax': 'At most {max, plural, one {# row} other {# rows}}',
  'check.report.rowType': 'Expected a row of values',
  'check.report.photosType': 'Expected a list of photos',
  'check.report.photoRef': 'A photo reference is not valid',
  'check.report.photoTwice': 'The same photo is listed twice',
  'check.report.photosMin': 'Add at least {min, plural, one {# photo} other {# photos}}',
  'check.report.photosMax': 'At most {max, plural, one {# photo} other {# photos}}',
  'check.report.signatureFormat': 'A signature is a PNG image',
  'check.report.signatureTooLarge': 'The signature image is too large',
} as const;
