// swift-clocks' `AnyClock`, `TestClock` and `ImmediateClock`: the overridable clocks hand out an
// `AnyClock`, and tests install the other two, so they come with this module.
@_exported import Clocks
