import {
  GOAL_DEFAULT_PER_PAGE,
  GOAL_FIRST_PAGE,
  GOAL_MAX_PER_PAGE,
  GOAL_OPERATORS,
  GOAL_OPTIONAL_FIELDS,
  searchGoals,
  validateGoalFilter,
  validateGoalSearch
} from "./chunks/chunk-7MRCMAVI.js";
import {
  readDefinitions
} from "./chunks/chunk-6FPKFV3T.js";
import {
  isClientError
} from "./chunks/chunk-RFZ3VHBF.js";
import "./chunks/chunk-QQMVQ5BC.js";
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
