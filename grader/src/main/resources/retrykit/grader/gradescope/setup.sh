#!/usr/bin/env bash
# retrykit's Gradescope autograder, set-up. Gradescope runs this once, as root, while it builds
# the autograder's image on its Ubuntu base image. It installs the JDK the grader compiles and
# runs learners' code with; everything else the grader needs is inside this zip (lib/), so
# grading needs no network.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
apt-get update
apt-get install -y --no-install-recommends openjdk-17-jdk-headless

# run_autograder runs the grader, and so the learners' code, as this user rather than as root.
if ! id retrykit-grader >/dev/null 2>&1; then
  useradd --system --no-create-home --shell /usr/sbin/nologin retrykit-grader
fi
java -version
