# The Python package (pytest) and the notebooks (executed headless with
# nbclient), both with Debian's /usr/bin/python3, the interpreter the module
# wbsim._core is built for (python/CMakeLists.txt). The module is written to
# the build tree's python/wbsim/, so PYTHONPATH=python/:build/python/ imports
# the package with the module of this build. Included from tests/CMakeLists.txt.
if(TARGET _core)
  set(WBSIM_TEST_PYTHON /usr/bin/python3)
  set(WBSIM_PYTHON_ENV
      "PYTHONPATH=${PROJECT_SOURCE_DIR}/python:${PROJECT_BINARY_DIR}/python"
      "WBSIM_BIN=$<TARGET_FILE:wbsim>"
      "WBSIM_SOURCE_DIR=${PROJECT_SOURCE_DIR}"
      "PYTHONDONTWRITEBYTECODE=1")  # no __pycache__ in the source tree

  add_test(NAME python.pytest
           COMMAND ${WBSIM_TEST_PYTHON} -m pytest -q -p no:cacheprovider ${PROJECT_SOURCE_DIR}/python/tests
                   --ignore=${PROJECT_SOURCE_DIR}/python/tests/plan
           WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  set_tests_properties(python.pytest PROPERTIES ENVIRONMENT "${WBSIM_PYTHON_ENV}" LABELS python TIMEOUT 900)

  # Capacity plans (`wbsim plan`, python/wbsim/plan): bad plans refused with
  # the store untouched; local pool against a Dask LocalCluster; SIGKILL and
  # resume. Their own ctests, so that they run beside python.pytest.
  foreach(part spec run)
    add_test(NAME python.plan.${part}
             COMMAND ${WBSIM_TEST_PYTHON} -m pytest -q -p no:cacheprovider
                     ${PROJECT_SOURCE_DIR}/python/tests/plan/test_plan_${part}.py
             WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
    set_tests_properties(python.plan.${part} PROPERTIES ENVIRONMENT "${WBSIM_PYTHON_ENV}" LABELS "python;plan"
                                                        TIMEOUT 300)
  endforeach()
  # The plan reader under seeded mutation (tests/fuzz/fuzz_plan.py):
  # the inputs that once broke it, then 1000 mutants of the shipped plans
  # (seed 0, about 10 s on an idle 2-core VM), each loaded or refused with a PlanError naming the
  # file, never another exception or a hang.
  add_test(NAME fuzz.plan
           COMMAND ${WBSIM_TEST_PYTHON} ${CMAKE_CURRENT_SOURCE_DIR}/fuzz/fuzz_plan.py --count 1000 --seed 0
                   ${CMAKE_CURRENT_SOURCE_DIR}/fuzz/regressions/plan
           WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  set_tests_properties(fuzz.plan PROPERTIES ENVIRONMENT "${WBSIM_PYTHON_ENV}" LABELS "python;plan;fuzz" TIMEOUT 300)
  # The report in headless Chromium: console errors, missing or empty figures,
  # requests outside the file, sorting; screenshot in the build tree. Skipped
  # (77) only when Chromium is not installed or cannot start, saying which.
  add_test(NAME python.plan.browser
           COMMAND ${WBSIM_TEST_PYTHON} ${CMAKE_CURRENT_SOURCE_DIR}/plan_browser_test.py $<TARGET_FILE:wbsim>
                   ${CMAKE_BINARY_DIR}/plan-report-screenshot.png
           WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  set_tests_properties(python.plan.browser PROPERTIES ENVIRONMENT "${WBSIM_PYTHON_ENV}" LABELS "python;plan"
                                                      SKIP_RETURN_CODE 77 TIMEOUT 300)

  # Every notebooks/*.ipynb, failing on any cell error.
  add_test(NAME python.notebooks
           COMMAND ${WBSIM_TEST_PYTHON} ${PROJECT_SOURCE_DIR}/python/tools/run_notebooks.py
                   ${PROJECT_SOURCE_DIR}/notebooks
           WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  set_tests_properties(python.notebooks PROPERTIES ENVIRONMENT "${WBSIM_PYTHON_ENV}" LABELS "python;notebooks"
                                                   TIMEOUT 900)
endif()
