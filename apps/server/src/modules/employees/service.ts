// What other modules may know of employees: names for messages and crew lists, a role for the
// "is a foreman" check, the foremen pick list, and the employee behind a first sign-in. Each
// takes the caller's database or transaction, so a sign-in that creates one commits as a whole.
export {
  crewRosterRows,
  employeeNames,
  employeeRole,
  employeesByName,
  foremen,
  upsertEmployee,
} from './repository.js';
export {
  employeeByID,
  employeeEmailTaken,
  employeePage,
  employeesByIDOrEmail,
  insertEmployee,
  updateEmployee,
  type EmployeeFields,
  type EmployeeRow,
} from './people.js';
