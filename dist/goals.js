import {
  GOAL_DEFAULT_PER_PAGE,
  GOAL_FIRST_PAGE,
  GOAL_MAX_PER_PAGE,
  GOAL_OPERATORS,
  GOAL_OPTIONAL_FIELDS,
  readDefinitions,
  searchGoals,
  validateGoalFilter,
  validateGoalSearch
} from "./chunks/chunk-LEI4RXUF.js";
import {
  isClientError
} from "./chunks/chunk-RKG66HA6.js";
import "./chunks/chunk-66K42VK6.js";
import "./chunks/chunk-SD3YDSW3.js";
export {
  GOAL_DEFAULT_PER_PAGE,
  GOAL_FIRST_PAGE,
  GOAL_MAX_PER_PAGE,
  GOAL_OPERATORS,
  GOAL_OPTIONAL_FIELDS,
  isClientError,
  readDefinitions,
  searchGoals,
  validateGoalFilter,
  validateGoalSearch
};
