@preconcurrency import Benchmark
import Dependencies

/// Figure 2, swift-dependencies side: `@Dependency` reads with no override, and inside
/// `withDependencies` with one and with four overrides. As for StandIn, the scope is entered
/// once, outside the measured loop.
func dependenciesReadBenchmarks() {
  let reads = configuration(reads: Reads.slow)

  Benchmark("2 swift-dependencies: @Dependency, no override", configuration: reads) {
    measureReads($0, readDependency)
  }
  Benchmark("2 swift-dependencies: DependencyValues._current, no override", configuration: reads) {
    measureReads($0, readDependencyCurrent)
  }
  Benchmark("2 swift-dependencies: @Dependency, 1 override", configuration: reads) { benchmark in
    withDependencies {
      $0.analytics = Analytics(id: 2)
    } operation: {
      measureReads(benchmark, readDependency)
    }
  }
  Benchmark("2 swift-dependencies: DependencyValues._current, 1 override", configuration: reads) {
    benchmark in
    withDependencies {
      $0.analytics = Analytics(id: 2)
    } operation: {
      measureReads(benchmark, readDependencyCurrent)
    }
  }
  Benchmark(
    "2 swift-dependencies: @Dependency, 4 overrides in one withDependencies", configuration: reads
  ) {
    benchmark in
    withFourDependencies { measureReads(benchmark, readDependency) }
  }
  Benchmark(
    "2 swift-dependencies: @Dependency, 4 nested withDependencies, read innermost",
    configuration: reads
  ) {
    benchmark in
    withFourNestedDependencies { measureReads(benchmark, readDependencyLogger) }
  }
  Benchmark(
    "2 swift-dependencies: @Dependency, 4 nested withDependencies, read outermost",
    configuration: reads
  ) {
    benchmark in
    withFourNestedDependencies { measureReads(benchmark, readDependency) }
  }
}

func withFourDependencies(_ body: () -> Void) {
  withDependencies {
    $0.analytics = Analytics(id: 2)
    $0.settingsStore = SettingsStore(id: 2)
    $0.apiClient = APIClient(id: 2)
    $0.logger = Logger(id: 2)
  } operation: {
    body()
  }
}

func withFourNestedDependencies(_ body: () -> Void) {
  withDependencies {
    $0.analytics = Analytics(id: 2)
  } operation: {
    withDependencies {
      $0.settingsStore = SettingsStore(id: 2)
    } operation: {
      withDependencies {
        $0.apiClient = APIClient(id: 2)
      } operation: {
        withDependencies {
          $0.logger = Logger(id: 2)
        } operation: {
          body()
        }
      }
    }
  }
}
